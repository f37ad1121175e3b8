// Hindi for the error pages (404, page error) and the data fallback every page can show (spec §2, §8).
export const errors: Record<string, string> = {
  'Page not found': 'पेज नहीं मिला',
  'We couldn’t find that page': 'हमें वह पेज नहीं मिला',
  'The link may be old, or the item may have sold out of our haat for good. Plenty more to discover, though.':
    'हो सकता है लिंक पुराना हो, या वह चीज़ हमारे हाट से हमेशा के लिए बिक चुकी हो। पर देखने को और भी बहुत कुछ है।',
  'Return Home': 'होम पर लौटें',
  'Page Error': 'पेज में गड़बड़ी',
  'Reload Page': 'पेज फिर से लोड करें',
  'Something went wrong while showing this page.': 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
  'Data Loading Error': 'डेटा लोड नहीं हुआ',
  "We couldn't load this data right now": 'हम अभी यह जानकारी लोड नहीं कर सके',
  Retry: 'फिर से कोशिश करें',
  // An API call that found no store or no answer in time (lib/api/fetch-transport.ts)
  'The store took too long to answer. Please try again.': 'स्टोर से जवाब आने में बहुत देर लगी। कृपया फिर से कोशिश करें।',
}
