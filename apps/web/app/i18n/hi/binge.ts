// Hindi for Binge (the tapes feed), the videos strips and the share buttons. "Binge" stays the
// feature's name, as Flipkart keeps "Shorts" and Myntra "Minis".
export const binge: Record<string, string> = {
  'No videos yet': 'अभी कोई वीडियो नहीं है',
  'Short product videos from independent Indian brands. Watch, upvote, unlock the offer.':
    'आज़ाद भारतीय ब्रांडों के प्रोडक्ट के छोटे वीडियो। देखें, अपवोट करें, ऑफ़र अनलॉक करें।',
  '{title} · Binge': '{title} · Binge वीडियो',
  'Watch {title} in action: {count} shoppers upvoted it on Haat.':
    '{title} को इस्तेमाल होते देखें: Haat पर {count} ख़रीदारों ने इसे अपवोट किया है।',
  'Tape not found': 'वीडियो नहीं मिला',
  'Binge: {title}': 'Binge: {title} का वीडियो',
  'Binge: product videos': 'Binge: प्रोडक्ट के वीडियो',
  'Watch it before you buy it': 'ख़रीदने से पहले देख लें',
  'Short videos from the makers. Like what you see? Open it, upvote it and unlock its offer.':
    'बनाने वालों के छोटे वीडियो। पसंद आया? खोलें, अपवोट करें और उसका ऑफ़र अनलॉक करें।',
  'Scroll or use the arrows for the next video': 'अगले वीडियो के लिए स्क्रॉल करें या तीर दबाएँ',
  'Sound starts off: tap the speaker': 'आवाज़ शुरू में बंद रहती है: स्पीकर पर टैप करें',
  Sound: 'आवाज़',
  'Sound on: tap to mute': 'आवाज़ चालू है: बंद करने के लिए टैप करें',
  'Sound off: tap to unmute': 'आवाज़ बंद है: चालू करने के लिए टैप करें',
  'Previous video': 'पिछला वीडियो',
  'Next video': 'अगला वीडियो',
  'Video: {title}': 'वीडियो: {title}',
  '{total} {count, plural, one {upvote} other {upvotes}}': '{total} {count, plural, other {अपवोट}}',
  'Shop this': 'इसे ख़रीदें',
  'Watch before you buy': 'ख़रीदने से पहले देखें',
  // Share buttons
  '{title}: watch it on Haat': '{title}: Haat पर इसका वीडियो देखें',
  'Share on WhatsApp': 'WhatsApp पर शेयर करें',
  Share: 'शेयर करें',
  'Copy link': 'लिंक कॉपी करें',
  'Link copied': 'लिंक कॉपी हो गया',
  'Copy this link: {link}': 'यह लिंक कॉपी करें: {link}',
}
