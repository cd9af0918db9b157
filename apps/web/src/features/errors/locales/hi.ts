import type { ErrorsMessages } from './en';

/** Hindi texts of the "errors" namespace, in Devanagari. Same keys as en.ts (checked by the type). */
const hi: ErrorsMessages = {
  notFound: {
    heading: 'उफ़! पेज नहीं मिला',
    intro: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है, कहीं और चला गया है, या आपके लिए उपलब्ध नहीं है।',
    takeMeHome: 'होम पेज पर ले चलें',
    reportLink: 'इस टूटे लिंक की रिपोर्ट करें',
    tipsHeading: 'ये तरीके आज़माएँ',
    tipsLabel: 'सुझाव',
    tips: {
      url: {
        title: 'URL जाँचें',
        text: 'देख लें कि पता सही लिखा है और उसमें कोई अक्षर छूटा या ज़्यादा नहीं है।',
      },
      navigation: {
        title: 'नेविगेशन का इस्तेमाल करें',
        text: 'पेज के ऊपर दिया मेनू आपको प्लेटफ़ॉर्म के हर हिस्से तक ले जाता है।',
      },
      support: {
        title: 'सहायता से संपर्क करें',
        text: 'अगर किसी लिंक से आप यहाँ पहुँचे हैं, तो "बग की रिपोर्ट करें" से हमें बताएँ ताकि हम उसे ठीक कर सकें।',
      },
      search: {
        title: 'खोज कर देखें',
        text: 'जिस प्रोग्राम, हब, इवेंट या लेख को आप ढूँढ रहे थे, उसे खोजें।',
      },
    },
  },
  routeError: {
    heading: 'यह पेज लोड नहीं हुआ',
    status: '{{status}} {{statusText}}',
    chunk: 'ऐप का एक हिस्सा डाउनलोड नहीं हो सका। हो सकता है आपका इंटरनेट कनेक्शन टूट गया हो, या अभी-अभी नया वर्शन जारी हुआ हो।',
    generic: 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
    retry: 'फिर से कोशिश करें',
    home: 'होम पेज पर जाएँ',
  },
};

export default hi;
