import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../../test/mock-api';
import HeaderSuggestions from './header-suggestions';

/**
 * The header box hands the panel's options to the box through onOptions (an effect). They must
 * change only when what they list changes: a new array on every render made the box set its state
 * on every render, an endless chain of updates that left route changes no turn to render.
 */
let calls = 0;
// stable, as the box's own are (useCallback)
const idOf = (i: number) => `o-${i}`;
const ignore = () => {};
// the box keeps the options in its state, as GlobalSearch does
function Box() {
  const [, setOptions] = useState<unknown[]>([]);
  const onOptions = useCallback((options: unknown[]) => {
    calls += 1;
    // past a few calls it is the loop: stop feeding it so the test ends and says so
    if (calls <= 20) setOptions(options);
  }, []);
  return <HeaderSuggestions query="" active={-1} idOf={idOf} onOptions={onOptions} onHover={ignore} onDone={ignore} />;
}

describe('HeaderSuggestions', () => {
  it('hands the box its options once for an unchanged query, not on every render', async () => {
    calls = 0;
    const router = createMemoryRouter([{ path: '*', element: <Box /> }], { initialEntries: ['/community'] });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBeLessThanOrEqual(2);
  });
});
