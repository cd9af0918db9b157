import type { UiMessages } from './en';

/** Hindi texts of the "ui" namespace, in Devanagari. Same keys as en.ts (checked by the type). */
const hi: UiMessages = {
  language: { label: 'भाषा' },
  modal: { close: 'बंद करें' },
  confirm: { cancel: 'रद्द करें', working: 'हो रहा है…' },
  toast: { region: 'सूचनाएँ', close: 'सूचना बंद करें' },
  loading: 'लोड हो रहा है',
  editor: {
    toolbar: 'फ़ॉर्मैटिंग',
    bold: 'बोल्ड',
    italic: 'इटैलिक',
    heading: 'शीर्षक',
    subheading: 'उपशीर्षक',
    bulletList: 'बुलेट सूची',
    orderedList: 'क्रमांकित सूची',
    blockquote: 'उद्धरण',
    link: 'लिंक',
    unlink: 'लिंक हटाएँ',
    undo: 'पूर्ववत करें',
    redo: 'फिर से करें',
    linkUrl: 'लिंक का पता',
    linkApply: 'लिंक लगाएँ',
    linkHttps: 'लिंक https:// से शुरू होने चाहिए',
  },
  people: {
    people: 'लोग खोजें',
    peoplePlaceholder: 'नाम या ई-मेल से खोजें',
    peopleLabel: 'लोग',
    noPeople: '“{{q}}” से कोई मेल नहीं खाता।',
    typeToSearch: 'अपने संगठन के लोगों को खोजने के लिए नाम लिखें।',
    peopleError: 'लोगों को खोजा नहीं जा सका।',
    selected: 'चुने गए',
    remove: '{{name}} को हटाएँ',
    loading: 'लोड हो रहा है…',
  },
  table: {
    region: '{{label}} तालिका',
    retry: 'फिर से कोशिश करें',
    pagesNav: '{{label}} के पेज',
    noResults: 'कोई नतीजा नहीं',
    showing: '{{total}} में से {{from}}–{{to}} दिखाए जा रहे हैं',
    rowsPerPage: 'हर पेज पर पंक्तियाँ',
    page: '{{pages}} में से पेज {{page}}',
    previousPage: 'पिछला पेज',
    nextPage: 'अगला पेज',
  },
};

export default hi;
