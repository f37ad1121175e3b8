// Hindi for My Orders and an order's page: status, payment, refund, cancel and the tax invoice.
export const orders: Record<string, string> = {
  'Your haat': 'आपका हाट',
  'Everything you ordered, newest first.': 'आपके सारे ऑर्डर, सबसे नए सबसे ऊपर।',
  'Your orders on Haat.': 'Haat पर आपके ऑर्डर।',
  'Order {orderId}': 'ऑर्डर {orderId}',
  'Your Haat order.': 'Haat पर आपका ऑर्डर।',
  // List
  '+ {count} more': '+ {count} और',
  'Sign in to see your orders': 'अपने ऑर्डर देखने के लिए साइन इन करें',
  'Sign in to see this order': 'यह ऑर्डर देखने के लिए साइन इन करें',
  'Orders belong to your account, so they are shown once you sign in.':
    'ऑर्डर आपके खाते से जुड़े होते हैं, इसलिए साइन इन करने पर ही दिखते हैं।',
  'Loading your orders': 'आपके ऑर्डर लोड हो रहे हैं',
  'Loading your order': 'आपका ऑर्डर लोड हो रहा है',
  'Your orders could not be loaded': 'आपके ऑर्डर लोड नहीं हो सके',
  'Try again': 'फिर से कोशिश करें',
  'No orders yet': 'अभी तक कोई ऑर्डर नहीं',
  'Upvote what you love to unlock its price, then check out from your bag.':
    'जो पसंद आए उसे अपवोट करके उसकी कीमत अनलॉक करें, फिर अपने बैग से चेकआउट करें।',
  'Loading…': 'लोड हो रहा है…',
  'Show older orders': 'पुराने ऑर्डर दिखाएँ',
  'We could not find this order': 'हमें यह ऑर्डर नहीं मिला',
  'It may belong to another account.': 'हो सकता है यह किसी दूसरे खाते का हो।',
  'This order could not be loaded': 'यह ऑर्डर लोड नहीं हो सका',
  // Order page
  'Order placed': 'ऑर्डर हो गया',
  'Thank you!': 'धन्यवाद!',
  'Thank you, {name}!': 'धन्यवाद, {name}!',
  'Your order is confirmed. Please keep the amount ready for the delivery partner.':
    'आपका ऑर्डर कन्फ़र्म हो गया है। कृपया डिलीवरी पार्टनर के लिए रकम तैयार रखें।',
  'Your payment went through. We will message you when your order ships.':
    'आपका भुगतान हो गया है। ऑर्डर शिप होते ही हम आपको मैसेज करेंगे।',
  'Awaiting payment': 'भुगतान बाकी है',
  'This order is saved; it is placed once it is paid.': 'यह ऑर्डर सेव है; भुगतान होते ही ऑर्डर पूरा हो जाएगा।',
  'Complete payment': 'भुगतान पूरा करें',
  'Order expired': 'ऑर्डर की समय-सीमा ख़त्म',
  'Order cancelled': 'ऑर्डर रद्द हो गया',
  'It was not paid in time, so nothing was charged. Your bag still has what you chose.':
    'समय पर भुगतान नहीं हुआ, इसलिए कोई पैसा नहीं कटा। आपकी चुनी हुई चीज़ें अब भी आपके बैग में हैं।',
  'Your payment was given back in full.': 'आपका पूरा पैसा वापस कर दिया गया है।',
  'Your payment is being given back in full.': 'आपका पूरा पैसा वापस किया जा रहा है।',
  'Nothing was charged.': 'कोई पैसा नहीं कटा।',
  Items: 'आइटम',
  'Placed on {date}': '{date} को ऑर्डर किया',
  'Delivering to': 'डिलीवरी का पता',
  'Qty {quantity}': 'मात्रा {quantity}',
  // Status (order-labels.ts)
  Paid: 'भुगतान हो गया',
  'Confirmed · pay on delivery': 'कन्फ़र्म · डिलीवरी पर भुगतान',
  Shipped: 'शिप हो गया',
  Delivered: 'डिलीवर हो गया',
  Cancelled: 'रद्द',
  'Expired · not paid': 'समय-सीमा ख़त्म · भुगतान नहीं हुआ',
  Card: 'कार्ड',
  Netbanking: 'नेटबैंकिंग',
  Wallet: 'वॉलेट',
  'Paid online': 'ऑनलाइन भुगतान',
  'Not paid yet': 'अभी भुगतान नहीं हुआ',
  'Card ending {last4}': '{last4} पर ख़त्म होने वाला कार्ड',
  'Refund on its way: it reaches your account in 5–7 working days':
    'रिफ़ंड भेज दिया गया है: 5–7 कामकाजी दिनों में आपके खाते में पहुँच जाएगा',
  'Refunded to your original payment method': 'भुगतान के मूल तरीके में रिफ़ंड कर दिया गया',
  'The refund did not go through; our team will contact you': 'रिफ़ंड नहीं हो पाया; हमारी टीम आपसे संपर्क करेगी',
  // Cancel and invoice
  'Cancel order': 'ऑर्डर रद्द करें',
  'Cancel this order?': 'यह ऑर्डर रद्द करें?',
  'Cancel this order? Your payment will be refunded in full.':
    'यह ऑर्डर रद्द करें? आपका पूरा भुगतान वापस कर दिया जाएगा।',
  'Cancelling…': 'रद्द किया जा रहा है…',
  'Yes, cancel it': 'हाँ, रद्द करें',
  'Keep order': 'ऑर्डर रखें',
  'The order could not be cancelled. Please try again.': 'ऑर्डर रद्द नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Download tax invoice': 'टैक्स इनवॉइस डाउनलोड करें',
  'Preparing invoice…': 'इनवॉइस तैयार हो रहा है…',
  'The invoice could not be downloaded.': 'इनवॉइस डाउनलोड नहीं हो सका।',
  'The invoice could not be downloaded ({status}). Please try again.':
    'इनवॉइस डाउनलोड नहीं हो सका ({status})। कृपया फिर से कोशिश करें।',
}
