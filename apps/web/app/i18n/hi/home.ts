// Hindi for the home page and the shelves and strips other pages share.
export const home: Record<string, string> = {
  'Haat: upvote independent Indian brands and unlock exclusive prices':
    'Haat: आज़ाद भारतीय ब्रांडों को अपवोट करें और ख़ास कीमतें अनलॉक करें',
  'Brands are taking a break': 'ब्रांड अभी आराम कर रहे हैं',
  'Trending now': 'अभी ट्रेंडिंग',
  'New arrivals': 'नए प्रोडक्ट',
  'See all': 'सभी देखें',
  'See All': 'सभी देखें',
  'Shop by category': 'कैटेगरी के हिसाब से ख़रीदें',
  // The home icons (spec §2), short as the English ones
  FITNESS: 'फ़िटनेस',
  HOME: 'होम डेकोर',
  BEAUTY: 'ब्यूटी',
  ACCESSORIES: 'एक्सेसरीज़',
  'F & D': 'खान-पान',
  GAMES: 'गेम्स',
  ELECTRONICS: 'इलेक्ट्रॉनिक्स',
  PETS: 'पालतू',
  KITCHEN: 'किचन',
  TRAVEL: 'ट्रैवल',
  WELLNESS: 'वेलनेस',
  // Brands and binge
  'Check Out More BRANDS': 'और ब्रांड देखें',
  'BRAND DISCOGRAPHY': 'ब्रांडों की झलक',
  'Shop from new brands that sell something crazy': 'नए ब्रांडों से ख़रीदें जो कुछ हटकर बेचते हैं',
  'CLICK TO BINGE': 'Binge देखें',
  'See it in action before you buy': 'ख़रीदने से पहले चलता-फिरता देखें',
  'Short videos from our makers: how it pours, fits, glows and packs.':
    'बनाने वालों के छोटे वीडियो: कैसे डलता है, कैसे फ़िट होता है, कैसे चमकता है और कैसे पैक होता है।',
  'Suggested Tapes': 'सुझाए गए वीडियो',
  'People who loved this also bought': 'इसे पसंद करने वालों ने ये भी ख़रीदा',
  Breadcrumb: 'आप यहाँ हैं',
  Buy: 'ख़रीदें',
}
