import type { CommunityModerationMessages } from './en';

/** Hindi texts of the communityModeration namespace, in Devanagari. Same keys as en.ts (checked by the type). */
const hi: CommunityModerationMessages = {
  report: {
    action: 'रिपोर्ट करें',
    title: 'इस {{kind}} की रिपोर्ट करें',
    intro: 'मॉडरेटरों को बताएँ कि क्या गलत है। जिसकी आप रिपोर्ट करते हैं, उसे यह नहीं बताया जाता कि रिपोर्ट किसने की।',
    reason: 'क्या गलत है?',
    details: 'मॉडरेटरों के लिए कोई और जानकारी (वैकल्पिक)',
    submit: 'रिपोर्ट भेजें',
    sending: 'भेजा जा रहा है…',
    cancel: 'रद्द करें',
    done: 'धन्यवाद। मॉडरेटर इसे देखेंगे।',
    already: 'आप इसकी रिपोर्ट पहले ही कर चुके हैं। मॉडरेटर इसे देखेंगे।',
    reasons: {
      spam: 'स्पैम या विज्ञापन',
      harassment: 'उत्पीड़न या धमकाना',
      hate: 'नफ़रत भरी भाषा',
      misinformation: 'झूठा या भ्रामक',
      inappropriate: 'अनुचित सामग्री',
      other: 'कुछ और',
    },
    kinds: {
      post: 'पोस्ट',
      comment: 'टिप्पणी',
      thread: 'चर्चा',
      forum_reply: 'जवाब',
      member: 'सदस्य',
      profile: 'प्रोफ़ाइल',
      venture: 'वेंचर',
      circle: 'सर्कल',
      organisation: 'संगठन',
      call: 'आह्वान',
      collab_request: 'सहयोग अनुरोध',
    },
  },
};

export default hi;
