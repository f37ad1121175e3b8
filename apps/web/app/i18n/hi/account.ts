// Hindi for the shopper's own pages: My Votes, signing in and out, the session notice.
export const account: Record<string, string> = {
  // My Votes
  'Products you upvoted on Haat, with the offers you unlocked.':
    'Haat पर आपके अपवोट किए प्रोडक्ट, आपके अनलॉक किए ऑफ़र के साथ।',
  'Every product you upvote lands here, with the exclusive price your vote unlocked.':
    'आप जो भी प्रोडक्ट अपवोट करते हैं वह यहाँ दिखता है, आपके वोट से अनलॉक हुई ख़ास कीमत के साथ।',
  'No votes yet': 'अभी तक कोई वोट नहीं',
  'Find something you love and give it an upvote: it unlocks the offer, and we keep it here for you.':
    'कुछ पसंद आए तो उसे अपवोट करें: उसका ऑफ़र अनलॉक होगा और हम उसे यहाँ आपके लिए सँभालकर रखेंगे।',
  'Upvote the products you love: each vote unlocks an exclusive price, and we keep them here.':
    'पसंदीदा प्रोडक्ट को अपवोट करें: हर वोट से एक ख़ास कीमत अनलॉक होती है, और हम उन्हें यहाँ सँभालकर रखते हैं।',
  'Explore trending': 'ट्रेंडिंग देखें',
  'Voted in this browser': 'इस ब्राउज़र में दिए गए वोट',
  'Your upvoted products': 'आपके अपवोट किए प्रोडक्ट',
  'Show more votes': 'और वोट दिखाएँ',
  'Your votes, kept for you': 'आपके वोट, आपके लिए सँभालकर',
  'Once you are signed in, My Votes lists every product you have upvoted, on any device, with the offer each vote unlocked. The votes you made in this browser move to your account when you sign in.':
    'साइन इन करने के बाद "मेरे वोट" में आपके अपवोट किए सभी प्रोडक्ट दिखेंगे, किसी भी डिवाइस पर, हर वोट से अनलॉक हुए ऑफ़र के साथ। इस ब्राउज़र में दिए गए वोट साइन इन करते ही आपके खाते में चले जाते हैं।',
  // Signing in and out
  'Signing you in': 'साइन इन हो रहा है',
  'Signing you in…': 'साइन इन हो रहा है…',
  'Checking your details with the sign-in page. This takes a moment.':
    'साइन-इन पेज से आपकी जानकारी जाँची जा रही है। बस एक पल।',
  'We couldn’t sign you in': 'हम आपको साइन इन नहीं कर सके',
  'Try signing in again': 'फिर से साइन इन करें',
  'Back to shopping': 'वापस ख़रीदारी पर',
  'Sign-in is not available on this store right now.': 'इस स्टोर पर अभी साइन इन उपलब्ध नहीं है।',
  'This sign-in link does not match the one this tab started (or it was already used).':
    'यह साइन-इन लिंक इस टैब में शुरू किए गए लिंक से मेल नहीं खाता (या इसका पहले ही इस्तेमाल हो चुका है)।',
  'Signed out': 'साइन आउट हो गया',
  'You’re signed out': 'आप साइन आउट हो गए हैं',
  'Your bag stays on this device. Come back soon, there’s always something new in the haat.':
    'आपका बैग इसी डिवाइस पर रहेगा। जल्दी लौटिए, हाट में हमेशा कुछ नया होता है।',
  'Your session ended. Sign in again.': 'आपका सेशन ख़त्म हो गया। फिर से साइन इन करें।',
  Dismiss: 'हटाएँ',
}
