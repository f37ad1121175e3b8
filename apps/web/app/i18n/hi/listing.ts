// Hindi for the listings (/browse-all, tags, brands), search results, filters, sort and the product cards.
export const listing: Record<string, string> = {
  // Headings (browse-title.ts)
  Search: 'खोज',
  Category: 'कैटेगरी',
  'Most Votes': 'सबसे ज़्यादा वोट',
  'What India is shopping': 'भारत क्या ख़रीद रहा है',
  'Fresh off the workbench': 'अभी-अभी बनकर आए',
  'The community’s favourites': 'सबकी पसंद',
  'Everything on Haat': 'Haat पर सब कुछ',
  'Results for “{search}”': '“{search}” के नतीजे',
  'Browse all products': 'सभी प्रोडक्ट देखें',
  'Browse every product on Haat: trending picks, new launches and the most upvoted finds from independent Indian brands. Upvote to unlock exclusive prices.':
    'Haat के सभी प्रोडक्ट देखें: ट्रेंडिंग पसंद, नए लॉन्च और आज़ाद भारतीय ब्रांडों के सबसे ज़्यादा अपवोट वाले प्रोडक्ट। अपवोट करें और ख़ास कीमतें अनलॉक करें।',
  // Empty states (spec §2)
  'No results found for "{query}"': '"{query}" के लिए कोई नतीजा नहीं मिला',
  'No products in {category} category': '{category} कैटेगरी में कोई प्रोडक्ट नहीं है',
  'No products available': 'कोई प्रोडक्ट उपलब्ध नहीं है',
  'No products found': 'कोई प्रोडक्ट नहीं मिला',
  'Try another category or fewer words.': 'कोई दूसरी कैटेगरी चुनें या कम शब्दों में खोजें।',
  'Browse everything': 'सब कुछ देखें',
  // Toolbar, sort, layout
  '{count, plural, one {product} other {products}}': '{count, plural, other {प्रोडक्ट}}',
  '{count, plural, one {vote} other {votes}}': '{count, plural, other {वोट}}',
  'Sort by': 'क्रम से लगाएँ',
  Relevance: 'सबसे प्रासंगिक',
  'Price low to high': 'कीमत: कम से ज़्यादा',
  'Price high to low': 'कीमत: ज़्यादा से कम',
  Layout: 'लेआउट',
  'List view': 'लिस्ट व्यू',
  'Grid view': 'ग्रिड व्यू',
  Products: 'प्रोडक्ट',
  'Loading more products…': 'और प्रोडक्ट लोड हो रहे हैं…',
  'That’s all {total} {count, plural, one {product} other {products}}.':
    'बस इतना ही: कुल {total} {count, plural, other {प्रोडक्ट}}।',
  // Filters
  Filters: 'फ़िल्टर',
  'Narrow by': 'इनसे छाँटें',
  'Clear all': 'सब हटाएँ',
  'Clear filters': 'फ़िल्टर हटाएँ',
  '{category} subcategories': '{category} की सब-कैटेगरी',
  'Categories could not be loaded. Search still works.': 'कैटेगरी लोड नहीं हो सकीं। खोज फिर भी काम करती है।',
  'Search in these products': 'इन प्रोडक्ट में खोजें',
  'Search in results': 'नतीजों में खोजें',
  'Clear search': 'खोज हटाएँ',
  Brand: 'ब्रांड',
  Price: 'कीमत',
  Offers: 'ऑफ़र',
  'Offer on upvote': 'अपवोट पर ऑफ़र',
  'Under ₹500': '₹500 से कम',
  '₹5,000 and above': '₹5,000 और उससे ज़्यादा',
  // Search results
  'Showing results for {understood}': '{understood} के नतीजे दिखाए जा रहे हैं',
  'Nothing matches these filters': 'इन फ़िल्टर से कोई प्रोडक्ट मेल नहीं खाता',
  '“{query}” finds products, just not with all of these filters together.':
    '“{query}” से प्रोडक्ट मिलते हैं, बस ये सारे फ़िल्टर एक साथ लगाने पर नहीं।',
  'Did you mean {suggestion}?': 'क्या आपका मतलब {suggestion} था?',
  'Check the spelling, try fewer words, or a more general one like “kurta” or “honey”.':
    'स्पेलिंग जाँचें, कम शब्दों में खोजें, या “कुर्ता” या “शहद” जैसा कोई आम शब्द आज़माएँ।',
  'Or shop a category': 'या कोई कैटेगरी देखें',
  'Popular picks': 'लोकप्रिय प्रोडक्ट',
  // Tags and brands
  Tag: 'टैग',
  'Everything our makers have tagged {tag}, in one place.':
    'हमारे मेकर्स ने जो कुछ भी {tag} टैग किया है, सब एक ही जगह।',
  'Shop products tagged #{tag} from independent Indian brands on Haat. Upvote the ones you love to unlock exclusive prices.':
    'Haat पर आज़ाद भारतीय ब्रांडों के #{tag} टैग वाले प्रोडक्ट ख़रीदें। जो पसंद आएँ उन्हें अपवोट करें और ख़ास कीमतें अनलॉक करें।',
  'Tag not found': 'टैग नहीं मिला',
  'Brand not found': 'ब्रांड नहीं मिला',
  'Made in India': 'मेड इन इंडिया',
  '{count} independent makers, each picked by our team. Tap a brand to see everything they sell on Haat.':
    '{count} आज़ाद मेकर्स, हर एक को हमारी टीम ने चुना है। किसी ब्रांड पर टैप करें और Haat पर उसका सारा सामान देखें।',
  'Meet the independent Indian brands selling on Haat, from small-batch kitchens in Dehradun to design studios in Jaipur.':
    'Haat पर बेचने वाले आज़ाद भारतीय ब्रांडों से मिलिए, देहरादून की छोटी रसोइयों से लेकर जयपुर के डिज़ाइन स्टूडियो तक।',
  'Featured makers': 'ख़ास मेकर्स',
  'All brands, A to Z': 'सभी ब्रांड, A से Z',
  '{brand} logo': '{brand} का लोगो',
  '{total} {count, plural, one {product} other {products}}': '{total} {count, plural, other {प्रोडक्ट}}',
  // Product cards
  '{offer} off': '{offer} की छूट',
  '{offer} off on upvote': 'अपवोट पर {offer} की छूट',
  '{offer} off unlocked': '{offer} की छूट अनलॉक',
  '{count} {count, plural, one {upvote} other {upvotes}}': '{count} {count, plural, other {अपवोट}}',
}
