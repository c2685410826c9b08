import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

export function PhoneDrawer({ open, onOpenChange, children }: Props) {
  const { t } = useTranslation('nav');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl lg:hidden">
          <Dialog.Title className="sr-only">{t('mainMenu')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('common:appName')}</Dialog.Description>
          {children}
          <Dialog.Close
            className="absolute right-3 top-4 rounded p-1.5 text-slate-500 hover:bg-slate-100"
            aria-label={t('closeMenu')}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
