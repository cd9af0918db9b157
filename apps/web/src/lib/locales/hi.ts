import type { CommonMessages } from './en';

/** Hindi texts of the "common" namespace, in Devanagari. Same keys as en.ts (checked by the type). */
const hi: CommonMessages = {
  errors: {
    network: 'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    server: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
  retry: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है…',
  notFound: 'नहीं मिला',
};

export default hi;
