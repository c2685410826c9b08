import toast from 'react-hot-toast';
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@/config/limits';
import { notify } from './toast';

vi.mock('react-hot-toast', () => {
  const toastFn = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toastFn };
});

describe('notify', () => {
  it('keeps the spec durations: toasts 3 s, notifications 4.5 s', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(NOTIFICATION_DURATION_MS).toBe(4500);
  });

  it('shows a success toast for 3000 ms', () => {
    notify.success('Id kopyalandı');
    expect(toast.success).toHaveBeenCalledWith('Id kopyalandı', expect.objectContaining({ duration: 3000 }));
  });

  it('shows an error toast for 3000 ms, announced at once', () => {
    notify.error('Xəta');
    expect(toast.error).toHaveBeenCalledWith(
      'Xəta',
      expect.objectContaining({ duration: 3000, ariaProps: { role: 'alert', 'aria-live': 'assertive' } }),
    );
  });

  it('shows a notification for 4500 ms', () => {
    notify.notification('Yeni təklif');
    expect(toast).toHaveBeenCalledWith('Yeni təklif', expect.objectContaining({ duration: 4500 }));
  });
});
