// Hindi for the page frame: header, menu, footer, bottom bar. Keys are the English texts, word for word.
export const shell: Record<string, string> = {
  // Menu (spec §2) and footer links
  'About us': 'हमारे बारे में',
  Guides: 'गाइड',
  Brands: 'ब्रांड',
  Categories: 'कैटेगरी',
  Trending: 'ट्रेंडिंग',
  New: 'नए',
  'My Votes': 'मेरे वोट',
  Binge: 'Binge',
  Contact: 'संपर्क',
  Terms: 'नियम और शर्तें',
  Privacy: 'प्राइवेसी',
  Menu: 'मेन्यू',
  'Open menu': 'मेन्यू खोलें',
  Close: 'बंद करें',
  // Bottom bar
  Home: 'होम',
  Browse: 'ब्राउज़',
  Votes: 'वोट',
  Bag: 'बैग',
  Bottom: 'नीचे का मेन्यू',
  ', {count, plural, one {# item} other {# items}}': ', {count} आइटम',
  '{count, plural, =0 {Bag, empty} one {Bag, # item} other {Bag, # items}}':
    '{count, plural, =0 {बैग, खाली} other {बैग, # आइटम}}',
  // Announcement bar
  'UPVOTE FOR DISCOUNT': 'अपवोट करें, छूट पाएँ',
  'Upvote what you love, unlock its exclusive price.': 'जो पसंद आए उसे अपवोट करें और उसकी ख़ास कीमत अनलॉक करें।',
  'Unlock exclusive prices →': 'ख़ास कीमतें अनलॉक करें →',
  'See top voted': 'सबसे ज़्यादा वोट वाले देखें',
  // Search box
  'Search products and brands': 'प्रोडक्ट और ब्रांड खोजें',
  'Search kurtas, coffee, skincare…': 'कुर्ते, कॉफ़ी, स्किनकेयर खोजें…',
  // Footer
  'Skip to content': 'सीधे पेज की सामग्री पर जाएँ',
  Footer: 'फ़ुटर',
  'The online haat for independent Indian brands. Upvote what you love, unlock exclusive prices, and get it delivered anywhere in India.':
    'आज़ाद भारतीय ब्रांडों का ऑनलाइन हाट। जो पसंद आए उसे अपवोट करें, ख़ास कीमतें अनलॉक करें और भारत में कहीं भी डिलीवरी पाएँ।',
  Help: 'मदद',
  'Secure payments': 'सुरक्षित भुगतान',
  'Payment methods': 'भुगतान के तरीके',
  'Net banking': 'नेट बैंकिंग',
  'Payments by card and UPI through our payment partner. Prices in ₹ INR, taxes included.':
    'कार्ड और UPI से भुगतान हमारे पेमेंट पार्टनर के ज़रिए होता है। कीमतें ₹ INR में, टैक्स सहित।',
  '© {year} Haat · Made with chai in India': '© {year} Haat · भारत में चाय की चुस्कियों के साथ बना',
  // Account
  'Sign in': 'साइन इन करें',
  'Sign out': 'साइन आउट करें',
  'Signed in as {name}': '{name} के रूप में साइन इन',
  'Account: {name}': 'खाता: {name}',
  'My Orders': 'मेरे ऑर्डर',
  Main: 'मुख्य मेन्यू',
  'All {category}': 'सभी {category}',
  'Store admin': 'स्टोर एडमिन',
  // Shared pieces: prices, pictures, carousels, cards
  'Regular price': 'असली कीमत',
  'No Image Available': 'तस्वीर उपलब्ध नहीं',
  carousel: 'कैरसेल',
  slide: 'स्लाइड',
  'Watch: {title}': 'देखें: {title}',
  'Swipe for {action}': '{action} के लिए स्वाइप करें',
}
