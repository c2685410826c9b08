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

  it('shows a success toast for 3000 ms', async () => {
    const { notify } = await import('./toast');
    notify.success('Id kopyalandı');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Id kopyalandı',
        expect.objectContaining({ duration: 3000 }),
      ),
    );
  });

  it('shows an error toast for 3000 ms, announced at once', async () => {
    const { notify } = await import('./toast');
    notify.error('Xəta');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Xəta',
        expect.objectContaining({ duration: 3000, ariaProps: { role: 'alert', 'aria-live': 'assertive' } }),
      ),
    );
  });

  it('shows a notification for 4500 ms', async () => {
    const { notify } = await import('./toast');
    notify.notification('Yeni təklif');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Yeni təklif', expect.objectContaining({ duration: 4500 })),
    );
  });

  it('names each toast by its kind and words, so the same one raised twice is one toast', async () => {
    const { notify } = await import('./toast');
    notify.success('Saxlanıldı');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Saxlanıldı',
        expect.objectContaining({ id: 'success:Saxlanıldı' }),
      ),
    );
  });
});
