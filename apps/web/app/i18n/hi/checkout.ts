// Hindi for the bag overlay and the checkout page. Indian stores say "बैग", "चेकआउट", "पिनकोड".
export const checkout: Record<string, string> = {
  // Bag overlay
  'Your bag': 'आपका बैग',
  'Your bag ({count})': 'आपका बैग ({count})',
  'Your bag is empty': 'आपका बैग खाली है',
  'Upvote what you love to unlock its exclusive price, then add it here.':
    'जो पसंद आए उसे अपवोट करें, उसकी ख़ास कीमत अनलॉक करें और फिर यहाँ जोड़ें।',
  'Start shopping': 'ख़रीदारी शुरू करें',
  'Change the items marked above to check out.': 'चेकआउट के लिए ऊपर चिह्नित आइटम बदलें।',
  Checkout: 'चेकआउट',
  'Starting checkout…': 'चेकआउट शुरू हो रहा है…',
  'Delivery across India. Taxes included.': 'पूरे भारत में डिलीवरी। टैक्स सहित।',
  'Continue shopping': 'ख़रीदारी जारी रखें',
  'Could not load your bag': 'आपका बैग लोड नहीं हो सका',
  'Could not save your bag': 'आपका बैग सेव नहीं हो सका',
  // Totals
  Subtotal: 'सबटोटल',
  'Upvote savings': 'अपवोट से बचत',
  Delivery: 'डिलीवरी',
  Total: 'कुल',
  Free: 'मुफ़्त',
  // Checkout page
  'Secure checkout': 'सुरक्षित चेकआउट',
  'Delivery address': 'डिलीवरी का पता',
  'Full name': 'पूरा नाम',
  'Mobile number': 'मोबाइल नंबर',
  'House, street, area': 'मकान नंबर, गली, इलाका',
  'Landmark (optional)': 'लैंडमार्क (ज़रूरी नहीं)',
  Pincode: 'पिनकोड',
  City: 'शहर',
  State: 'राज्य',
  'Choose a state': 'राज्य चुनें',
  Payment: 'भुगतान',
  'Pay online': 'ऑनलाइन भुगतान करें',
  'UPI, cards, netbanking or wallets': 'UPI, कार्ड, नेटबैंकिंग या वॉलेट',
  'Cash on delivery': 'कैश ऑन डिलीवरी',
  "You choose how to pay on the payment gateway's secure window. Your card and UPI details go only to the gateway, never to Haat.":
    'भुगतान का तरीक़ा आप पेमेंट गेटवे की सुरक्षित विंडो में चुनते हैं। आपके कार्ड और UPI की जानकारी सिर्फ़ गेटवे तक जाती है, Haat तक कभी नहीं।',
  'Pay when your order arrives': 'ऑर्डर पहुँचने पर भुगतान करें',
  'Order summary': 'ऑर्डर का सारांश',
  'Your order': 'आपका ऑर्डर',
  'Place order': 'ऑर्डर करें',
  'Pay {amount}': '{amount} का भुगतान करें',
  'Processing…': 'प्रोसेस हो रहा है…',
  'Secure payment · card and UPI details go only to the payment gateway':
    'सुरक्षित भुगतान · कार्ड और UPI की जानकारी सिर्फ़ पेमेंट गेटवे तक जाती है',
  // Form messages
  'Enter the 6-digit pincode': '6 अंकों का पिनकोड डालें',
  'Enter the name for delivery': 'डिलीवरी के लिए नाम डालें',
  'Enter a 10-digit mobile number': '10 अंकों का मोबाइल नंबर डालें',
  'Enter the house, street or area': 'मकान नंबर, गली या इलाका डालें',
  'Enter the city': 'शहर का नाम डालें',
  'Choose the state': 'राज्य चुनें',
  'Could not reach the store. Check your connection.': 'स्टोर से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन जाँचें।',
  'Too many attempts. Please wait a moment and try again.':
    'बहुत ज़्यादा कोशिशें हो गईं। थोड़ी देर रुककर फिर से कोशिश करें।',
  'Checkout is not available right now. Please try again in a moment.':
    'चेकआउट अभी उपलब्ध नहीं है। थोड़ी देर में फिर से कोशिश करें।',
  'Checkout could not start. Please try again.': 'चेकआउट शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Payment not completed. You can try again.': 'भुगतान पूरा नहीं हुआ। आप फिर से कोशिश कर सकते हैं।',
}
