import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('scrolls to the top on every path change, not on query changes', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await act(() => router.navigate('/products'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/products?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/blog'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
