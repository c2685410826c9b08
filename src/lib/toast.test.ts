import toast from 'react-hot-toast';

vi.mock('react-hot-toast', () => {
  const toastFn = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toastFn, Toaster: () => null };
});

// Counts how often the library module is fetched: once, at the first toast, never at import.
const libraryLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./toast-library', async (importOriginal) => {
  libraryLoads.count += 1;
  return importOriginal();
});

describe('notify', () => {
  it('fetches the toast library at the first toast, not when the app imports it', async () => {
    const { notify, loadToastLibrary } = await import('./toast');
    expect(libraryLoads.count).toBe(0);
    notify.success('Id kopyalandı');
    await loadToastLibrary();
    expect(libraryLoads.count).toBe(1);
    expect(toast.success).toHaveBeenCalledWith('Id kopyalandı', expect.anything());
  });

  it.each([
    ['a success toast for 3000 ms', 'success', 'Id kopyalandı', toast.success, { duration: 3000 }],
    [
      'an error toast for 3000 ms, announced at once',
      'error',
      'Xəta',
      toast.error,
      { duration: 3000, ariaProps: { role: 'alert', 'aria-live': 'assertive' } },
    ],
    ['a notification for 4500 ms', 'notification', 'Yeni təklif', toast, { duration: 4500 }],
    [
      'each toast named by its kind and words, so the same one raised twice is one toast',
      'success',
      'Saxlanıldı',
      toast.success,
      { id: 'success:Saxlanıldı' },
    ],
  ] as const)('shows %s', async (_name, kind, words, shown, options) => {
    const { notify } = await import('./toast');
    notify[kind](words);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith(words, expect.objectContaining(options)));
  });
});
