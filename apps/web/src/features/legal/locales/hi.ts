import type { LegalMessages } from './en';

/** Hindi texts of the "legal" namespace (same keys as en.ts, checked by the type). */
const hi: LegalMessages = {
  lastUpdated: 'अंतिम अद्यतन',
  inShort: 'संक्षेप में',
  onThisPage: 'इस पेज पर',
  print: 'प्रिंट करें',
  backToTop: 'ऊपर जाएँ',
  loading: 'दस्तावेज़ लोड हो रहा है…',
  loadFailed: 'दस्तावेज़ लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  seeAlso: 'यह भी देखें',
  otherDocument: {
    terms: 'सेवा की शर्तें',
    privacy: 'गोपनीयता नीति',
  },
  otherDocumentHint: {
    terms: '{{brand}} के उपयोग के नियम।',
    privacy: '{{brand}} आपके व्यक्तिगत डेटा के साथ कैसा व्यवहार करता है।',
  },
  questions: {
    heading: 'कोई प्रश्न? शिकायत अधिकारी से संपर्क करें',
    body: 'अगर यहाँ कुछ स्पष्ट नहीं है, या आप कोई अनुरोध या शिकायत करना चाहते हैं, तो हमारे शिकायत अधिकारी आपकी मदद करेंगे।',
    email: '{{email}} पर ई-मेल करें',
    contactForm: '"संपर्क करें" फ़ॉर्म का उपयोग करें',
    reportBugs: 'समस्या की रिपोर्ट करें',
    howHandled: 'हम शिकायतों का निपटारा कैसे करते हैं',
  },
  contact: {
    withEmail:
      '[{{email}}](mailto:{{email}}) पर ई-मेल द्वारा, [संपर्क करें फ़ॉर्म](/#contact-us) के ज़रिए या [बग की रिपोर्ट करें](/report-bugs) पेज पर',
    withoutEmail: '[संपर्क करें फ़ॉर्म](/#contact-us) के ज़रिए या [बग की रिपोर्ट करें](/report-bugs) पेज पर',
  },
  cookies: {
    current: 'आपका मौजूदा विकल्प:',
    accepted: 'सभी कुकीज़ की अनुमति',
    declined: 'केवल ज़रूरी कुकीज़',
    unset: 'अभी चुना नहीं गया (केवल ज़रूरी कुकीज़)',
    change: 'कुकी विकल्प बदलें',
    reopened: 'कुकी सूचना पेज के नीचे खुली है: वहाँ अपना विकल्प चुनें।',
  },
};

export default hi;
