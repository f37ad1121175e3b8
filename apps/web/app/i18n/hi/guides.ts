// Hindi for the guides: the /guides index, a guide's page and the featured-guides strip. The guides'
// own names, headlines and descriptions are the curators' content and show as written.
export const guides: Record<string, string> = {
  'Curated guides': 'चुनी हुई गाइड',
  'Edits by people with taste and opinions. Every pick is something they would buy again.':
    'अच्छी पसंद और पक्की राय रखने वालों की चुनी हुई लिस्ट। हर चीज़ ऐसी है जिसे वे दोबारा ख़रीदेंगे।',
  'Gift guides and curated edits from Haat’s curators: the best of independent Indian brands, picked by people who use them.':
    'Haat के क्यूरेटर्स की गिफ़्ट गाइड और चुनी हुई लिस्ट: आज़ाद भारतीय ब्रांडों की सबसे अच्छी चीज़ें, उन्हें इस्तेमाल करने वालों की पसंद से।',
  'No guides yet': 'अभी कोई गाइड नहीं है',
  'Guide not found': 'गाइड नहीं मिली',
  'Curated by': 'क्यूरेटर',
  'Curated by {curator}': '{curator} की पसंद',
  'Photo of {name}': '{name} की फ़ोटो',
  '{count, plural, one {# pick} other {# picks}}': '{count, plural, other {# चुनिंदा प्रोडक्ट}}',
  'Featured guides': 'ख़ास गाइड',
  'All guides': 'सभी गाइड',
  Reading: 'अभी पढ़ रहे हैं',
  'Previous guides': 'पिछली गाइड',
  'Next guides': 'अगली गाइड',
  '{name} on Haat: {headline}': 'Haat पर {name}: {headline}',
}
