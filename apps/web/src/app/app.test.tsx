import { render, screen, waitFor } from '@testing-library/react';
import { CODE, MESSAGE, TOAST_SHORT_DURATION_MS } from '@yuwen/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../components/toast/toast-store';
import { createQueryClient } from '../lib/query-client';
import { App, createAppRouter } from './app';
import { VARIANTS } from './identity/identity';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderApp() {
  window.history.replaceState(null, '', '/');
  const identity = { product: 44, variant: VARIANTS.classroom, layout: 'mobile' } as const;
  render(<App identity={identity} queryClient={createQueryClient()} router={createAppRouter(identity)} />);
}

describe('App start-up', () => {
  it('toasts the server message for 1 s when the module list fails to load', async () => {
    const info = vi.spyOn(toast, 'info');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: CODE.serverError, msg: '服务器开小差了', data: null }))),
    );
    renderApp();
    await waitFor(() => expect(info).toHaveBeenCalledWith('服务器开小差了', TOAST_SHORT_DURATION_MS));
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(screen.getByText('语文课堂')).toBeTruthy();
  });

  it('toasts 网络异常，请检查网络 when the network fails', async () => {
    const info = vi.spyOn(toast, 'info');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderApp();
    await waitFor(() => expect(info).toHaveBeenCalledWith(MESSAGE.networkAbnormal, TOAST_SHORT_DURATION_MS));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('网络异常，请检查网络'));
  });
});
