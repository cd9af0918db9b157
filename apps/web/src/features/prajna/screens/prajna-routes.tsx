import { useLocation } from 'react-router';
import GeminiTestScreen from './gemini-test-screen';
import PrajnaScreen from './prajna-screen';

/**
 * /prajna and /gemini-test in one lazily loaded chunk: the route table (in the landing page's
 * initial JavaScript, which is at its budget) then carries one import for both.
 */
export default function PrajnaRoutes() {
  return useLocation().pathname.startsWith('/gemini-test') ? <GeminiTestScreen /> : <PrajnaScreen />;
}
