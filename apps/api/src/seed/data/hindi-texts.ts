// Hindi texts of a few demo products (decision 0791), as an operator would write them for the Hindi
// pages: the most viewed ones and those the Hindi browser tests open. The board game has no Hindi
// description, to show the English standing in; every other product has no Hindi at all.
// Brand names stay as the brands write them; sizes keep their digits.

type HindiTexts = { titleHi: string; headlineHi: string; descriptionHi: string | null }

const STACKER = 'लकड़ी का सतरंगी स्टैकर'
const TAILAM = 'कुमकुमादि तैलम'
const PLANTER = 'चित्तीदार स्टोनवेयर गमला'
const BEARD_OIL = 'खस वाला दाढ़ी का तेल'
const DOG_BOWL = 'न फिसलने वाला स्टील का डॉग बाउल'
const SKILLET = 'पहले से सीज़न किया कच्चे लोहे का फ्राइंग पैन'
const BOARD_GAME = 'बाज़ार बोनांज़ा बोर्ड गेम'

export const HINDI_TEXTS: Record<string, HindiTexts> = {
  'bholu-toys-wooden-rainbow-stacker': {
    titleHi: STACKER,
    headlineHi: `${STACKER} — सात टुकड़ों का सेट`,
    descriptionHi:
      'वनस्पति रंगों से रंगा गया, बच्चे चबाएँ तब भी सुरक्षित। किनारे चिकने और गोल हैं। खराद पर आइवरी-वुड से तराशा गया है। चन्नपटना में Bholu Toys का बनाया हुआ।',
  },
  'amla-apothecary-kumkumadi-tailam': {
    titleHi: TAILAM,
    headlineHi: `${TAILAM} — 50 मि.ली.`,
    descriptionHi:
      'GMP प्रमाणित, शास्त्रीय विधि से बना तेल। तिल के तेल में तीन दिन तक धीमी आँच पर पकाया जाता है। हल्का गुनगुना करके गोल-गोल घुमाते हुए मालिश करें। ऋषिकेश में Amla Apothecary का बनाया हुआ।',
  },
  'kesar-and-clay-speckled-stoneware-planter': {
    titleHi: PLANTER,
    headlineHi: `${PLANTER} — दो का सेट`,
    descriptionHi:
      'इसमें 6 इंच का नर्सरी गमला आराम से आ जाता है। पानी निकलने का छेद और कॉर्क की डाट जड़ों को सेहतमंद रखते हैं। चाक पर हाथ से गढ़ा गया है, इसलिए हर गमला थोड़ा अलग है। जयपुर में Kesar & Clay का बनाया हुआ।',
  },
  'mooch-and-more-vetiver-beard-oil': {
    titleHi: BEARD_OIL,
    headlineHi: `${BEARD_OIL} — 30 मि.ली.`,
    descriptionHi:
      'चिपचिपा नहीं; तीन बूँदें काफ़ी हैं। खस और चंदन की ख़ुशबू, जो कभी तेज़ नहीं लगती। नई दाढ़ी की खुजली में आराम देता है। लखनऊ में Mooch & More का बनाया हुआ।',
  },
  'pawsome-desi-anti-skid-steel-dog-bowl': {
    titleHi: DOG_BOWL,
    headlineHi: `${DOG_BOWL} — 750 मि.ली.`,
    descriptionHi:
      'नीचे लगा रबर का छल्ला इसे फ़र्श पर सरकने नहीं देता। थोड़ा ऊँचा है, ताकि बड़ी उम्र के कुत्तों को ज़्यादा झुकना न पड़े। फ़ूड-ग्रेड स्टील, डिशवॉशर में धो सकते हैं। बेंगलुरु में Pawsome Desi का बनाया हुआ।',
  },
  'tawa-tales-pre-seasoned-cast-iron-skillet': {
    titleHi: SKILLET,
    headlineHi: `${SKILLET} — 26 सेमी`,
    descriptionHi:
      'गैस, इंडक्शन और ओवन, तीनों पर चलता है। अलसी के तेल से सीज़न किया हुआ, आते ही खाना बनाइए। जितना पकाएँगे, उतना ही नॉन-स्टिक होता जाएगा। कोयंबटूर में Tawa Tales का बनाया हुआ।',
  },
  'chausar-games-bazaar-bonanza-board-game': {
    titleHi: BOARD_GAME,
    headlineHi: `${BOARD_GAME} — 2 से 6 खिलाड़ी, 8 साल से ऊपर`,
    descriptionHi: null,
  },
}
