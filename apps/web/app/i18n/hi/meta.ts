// Hindi for the pages' titles and descriptions (<title>, description, Open Graph), read by pageMeta
// (lib/seo/meta.ts), and the headings of the short static pages.
export const meta: Record<string, string> = {
  'Haat is a marketplace for independent Indian brands. Discover new products, upvote the ones you love to unlock exclusive discounts, and shop in rupees with delivery across India.':
    'Haat आज़ाद भारतीय ब्रांडों का बाज़ार है। नए प्रोडक्ट खोजें, पसंदीदा चीज़ों को अपवोट करके ख़ास डिस्काउंट अनलॉक करें, और पूरे भारत में डिलीवरी के साथ रुपयों में ख़रीदारी करें।',
  'Discover independent Indian brands on Haat. Upvote products you love to unlock exclusive discounts, binge short product videos, and shop in ₹ with delivery across India.':
    'Haat पर आज़ाद भारतीय ब्रांड खोजें। पसंदीदा प्रोडक्ट को अपवोट करके ख़ास डिस्काउंट अनलॉक करें, प्रोडक्ट के छोटे वीडियो देखें, और पूरे भारत में डिलीवरी के साथ ₹ में ख़रीदारी करें।',
  'Delivery address and payment.': 'डिलीवरी का पता और भुगतान।',
  // Static pages (their text below the heading is in English: see decision 0790)
  'The online haat for independent Indian brands': 'आज़ाद भारतीय ब्रांडों का ऑनलाइन हाट',
  'How Haat works: an online market for independent Indian brands where your upvote unlocks exclusive discounts.':
    'Haat कैसे काम करता है: आज़ाद भारतीय ब्रांडों का ऑनलाइन बाज़ार, जहाँ आपका अपवोट ख़ास डिस्काउंट अनलॉक करता है।',
  'Talk to us': 'हमसे बात करें',
  'Contact Haat about orders, delivery, returns, selling on Haat or your personal data.':
    'ऑर्डर, डिलीवरी, रिटर्न, Haat पर बेचने या अपने निजी डेटा के बारे में Haat से संपर्क करें।',
  'Privacy policy': 'प्राइवेसी पॉलिसी',
  'What Haat collects, what we keep in your browser, and your rights under India’s data protection law.':
    'Haat कौन-सी जानकारी लेता है, आपके ब्राउज़र में क्या रखता है, और भारत के डेटा सुरक्षा क़ानून के तहत आपके अधिकार।',
  'Terms of use': 'इस्तेमाल की शर्तें',
  'The terms for shopping on Haat: prices, upvote offers, delivery across India, returns and refunds.':
    'Haat पर ख़रीदारी की शर्तें: कीमतें, अपवोट ऑफ़र, पूरे भारत में डिलीवरी, रिटर्न और रिफ़ंड।',
}
