import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { installChunkErrorRecovery } from './lib/chunk-reload';
// Devanagari glyphs ship with the app (unicode-range: only pages with Hindi text download them)
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import './index.css';

installChunkErrorRecovery();

const container = document.getElementById('root');
if (!container) throw new Error('Ankur: the #root element is missing from index.html');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    {/* the QueryClient provider comes with the screens that fetch (lib/with-query-client.tsx) */}
    <RouterProvider router={router} />
  </StrictMode>,
);
