// The Contact page in Hindi (/hi/contact): the same addresses as ContactContent, written for Hindi readers.
import { Prose } from './Prose.tsx'
import { STORE_INFO } from './store-info.ts'

export function ContactContentHindi() {
  return (
    <Prose>
      <p>हर मैसेज असली लोग पढ़ते हैं। हम एक कामकाजी दिन के अंदर जवाब देते हैं, अक्सर उससे बहुत पहले।</p>
      <h2>ऑर्डर, डिलीवरी और रिटर्न</h2>
      <p>
        अपना ऑर्डर नंबर और क्या गड़बड़ हुई, यह लिखकर{' '}
        <a href={`mailto:${STORE_INFO.supportEmail}`}>{STORE_INFO.supportEmail}</a> पर ईमेल करें। अगर कुछ टूटा-फूटा
        पहुँचा है तो एक फ़ोटो से मदद मिलती है। हम {STORE_INFO.hoursHindi} तक उपलब्ध हैं।
      </p>
      <h2>ब्रांड और पार्टनरशिप</h2>
      <p>
        Haat पर बेचना चाहते हैं, या पहले से बेच रहे हैं और मदद चाहिए?{' '}
        <a href={`mailto:${STORE_INFO.brandsEmail}`}>{STORE_INFO.brandsEmail}</a> पर लिखें।
      </p>
      <h2>प्राइवेसी से जुड़े अनुरोध</h2>
      <p>
        हमारे पास आपका जो डेटा है उसे देखने, ठीक करवाने या मिटवाने के लिए{' '}
        <a href={`mailto:${STORE_INFO.privacyEmail}`}>{STORE_INFO.privacyEmail}</a> पर लिखें।
      </p>
      <h2>शिकायत अधिकारी</h2>
      <p>
        अगर हमने आपकी शिकायत का संतोषजनक हल नहीं किया है, तो हमारे शिकायत अधिकारी को{' '}
        <a href={`mailto:${STORE_INFO.grievanceEmail}`}>{STORE_INFO.grievanceEmail}</a> पर लिखें। उपभोक्ता संरक्षण
        (ई-कॉमर्स) नियम, 2020 के अनुसार हम 48 घंटे के अंदर शिकायत की पावती देते हैं और एक महीने के अंदर उसका हल करते हैं।
      </p>
      <p>
        {STORE_INFO.legalName}, {STORE_INFO.city}.
      </p>
    </Prose>
  )
}
