import type { NotificationsMessages } from './en';

/**
 * Hindi texts of the notifications namespace, in Devanagari. Same keys as en.ts (checked by the type).
 * Hindi plural forms: Intl.PluralRules gives "one" for 0 and 1 and "other" for the rest.
 */
const hi: NotificationsMessages = {
  common: {
    retry: 'फिर से कोशिश करें',
    loading: 'लोड हो रहा है…',
  },
  types: {
    enrolment: 'नामांकन',
    enrolment_request: 'जुड़ने के अनुरोध',
    assignment: 'असाइनमेंट',
    certificate: 'प्रमाणपत्र',
    connection: 'कनेक्शन',
    connection_request: 'कनेक्शन अनुरोध',
    connection_accepted: 'स्वीकार किए गए कनेक्शन',
    new_follower: 'नए फ़ॉलोअर',
    message: 'संदेश',
    event: 'इवेंट',
    announcement: 'घोषणा',
    membership: 'सदस्यता',
    investor: 'निवेशक सत्यापन',
    call_application: 'आपकी पुकारों पर आवेदन',
    call_decision: 'आपके आवेदनों पर निर्णय',
    collab_response: 'आपके सहयोग अनुरोधों पर जवाब',
    forum_reply: 'फ़ोरम जवाब',
    forum_answer_accepted: 'स्वीकृत जवाब',
    moderation: 'समुदाय मॉडरेशन',
    mention: 'उल्लेख',
    post_comment: 'आपकी पोस्ट पर टिप्पणी',
    comment_reply: 'आपकी टिप्पणी का उत्तर',
    circle_request: 'सर्कल में जुड़ने का अनुरोध',
    circle_approved: 'सर्कल अनुरोध स्वीकृत',
    circle_invite: 'सर्कल का निमंत्रण',
    content_review: 'लाइब्रेरी समीक्षा',
  },
  bell: {
    label: 'सूचनाएँ',
    labelUnread_one: 'सूचनाएँ, {{number}} अपठित',
    labelUnread_other: 'सूचनाएँ, {{number}} अपठित',
    panel: 'ताज़ा सूचनाएँ',
    empty: 'आपने सब कुछ देख लिया है। नई सूचनाएँ यहाँ दिखेंगी।',
    loadFailed: 'सूचनाएँ लोड नहीं हो सकीं।',
    markAll: 'सभी को पढ़ा हुआ चिह्नित करें',
    seeAll: 'सभी देखें',
    view: 'देखें',
  },
  item: {
    unread: 'अपठित',
    markRead: 'पढ़ा हुआ चिह्नित करें',
    markReadOf: '“{{title}}” को पढ़ा हुआ चिह्नित करें',
    open: 'खोलें',
    markFailed: 'इसे पढ़ा हुआ चिह्नित नहीं किया जा सका: {{reason}}',
  },
  screen: {
    title: 'सूचनाएँ',
    intro: 'आपके कार्यक्रमों, कनेक्शन, संदेशों और इवेंट की ख़बरें, सबसे नई पहले।',
    filters: 'दिखाएँ',
    all: 'सभी',
    unread: 'अपठित',
    unreadCount_one: '{{number}} अपठित',
    unreadCount_other: '{{number}} अपठित',
    listLabel: 'सूचनाएँ',
    showing: '{{total}} में से {{shown}} दिखाई जा रही हैं',
    loadMore: 'और दिखाएँ',
    loadingMore: 'और लोड हो रही हैं…',
    markAll: 'सभी को पढ़ा हुआ चिह्नित करें',
    markAllDone: 'सभी सूचनाएँ पढ़ी हुई चिह्नित कर दी गईं।',
    markAllFailed: 'इन्हें पढ़ा हुआ चिह्नित नहीं किया जा सका: {{reason}}',
    error: 'आपकी सूचनाएँ लोड नहीं हो सकीं',
    emptyAll: {
      title: 'अभी कोई सूचना नहीं',
      body: 'जब आपके कार्यक्रमों, कनेक्शन या इवेंट में कुछ नया होगा, तो उसकी ख़बर यहाँ मिलेगी।',
    },
    emptyUnread: {
      title: 'कोई अपठित सूचना नहीं',
      body: 'आपने अपनी सभी सूचनाएँ पढ़ ली हैं।',
    },
  },
  preferences: {
    toggle: 'प्राथमिकताएँ',
    title: 'सूचना प्राथमिकताएँ',
    intro: 'चुनें कि हर तरह की सूचना आप तक कहाँ पहुँचे।',
    channels: {
      in_app: 'ऐप में',
      email: 'ई-मेल से भी',
      none: 'बंद',
    },
    digest: {
      legend: 'ई-मेल सारांश',
      off: 'हर ई-मेल उसी समय भेजें',
      daily: 'सबको दिन में एक ई-मेल में भेजें',
    },
    save: 'प्राथमिकताएँ सहेजें',
    saving: 'सहेजा जा रहा है…',
    saved: 'आपकी सूचना प्राथमिकताएँ सहेज ली गईं।',
    saveFailed: 'आपकी प्राथमिकताएँ सहेजी नहीं गईं: {{reason}}',
    loadFailed: 'आपकी प्राथमिकताएँ लोड नहीं हो सकीं।',
  },
  connection: {
    reconnecting: 'फिर से जुड़ रहे हैं…',
    offline: 'ऑफ़लाइन — वापस आने पर बदलाव सिंक हो जाएँगे',
    closed: {
      signedOut: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
      disabled: 'यह खाता निष्क्रिय कर दिया गया है।',
      rateLimited: 'एक साथ बहुत सारे अपडेट। थोड़ी देर में फिर से जुड़ रहे हैं।',
    },
  },
};

export default hi;
