import { useLocation } from 'react-router';
import SearchScreen from './search-screen';
import SearchSuiteScreen from './search-suite-screen';

/** The header box's panel travels in the same chunk (app/layouts/app-header.tsx loads it from here). */
export { default as HeaderSuggestions } from '../components/header-suggestions';

/** /search and /test/search-suite share one chunk (and one loader in the size-budgeted entry). */
export default function SearchScreens() {
  return useLocation().pathname.startsWith('/test/') ? <SearchSuiteScreen /> : <SearchScreen />;
}
