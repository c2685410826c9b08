import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import { emptyUploadedFilesId, type UploadedFilesId } from '../../schemas';
import { emptyDocumentFiles, type DocumentFile, type DocumentFiles, type DocumentKey } from './form-values';

// The fileUpload client state of spec §3: `uploadedFilesId` holds the attachment id of each
// document, empty strings until one is uploaded. The name and size of each file ride along so the
// flow can show what was uploaded.

export type FileUploadState = { uploadedFilesId: UploadedFilesId; files: DocumentFiles };

type FileUploadAction =
  | { type: 'uploaded'; key: DocumentKey; id: string; file: DocumentFile }
  | { type: 'removed'; key: DocumentKey };

export const initialFileUploadState: FileUploadState = {
  uploadedFilesId: emptyUploadedFilesId,
  files: emptyDocumentFiles,
};

export function fileUploadReducer(state: FileUploadState, action: FileUploadAction): FileUploadState {
  switch (action.type) {
    case 'uploaded':
      return {
        uploadedFilesId: { ...state.uploadedFilesId, [action.key]: action.id },
        files: { ...state.files, [action.key]: action.file },
      };
    case 'removed':
      return {
        uploadedFilesId: { ...state.uploadedFilesId, [action.key]: '' },
        files: { ...state.files, [action.key]: null },
      };
  }
}

type FileUploadContextValue = {
  state: FileUploadState;
  upload: (key: DocumentKey, id: string, file: DocumentFile) => void;
  remove: (key: DocumentKey) => void;
};

const FileUploadContext = createContext<FileUploadContextValue | null>(null);

export function FileUploadProvider({
  initial = initialFileUploadState,
  children,
}: {
  initial?: FileUploadState;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(fileUploadReducer, initial);
  const value = useMemo<FileUploadContextValue>(
    () => ({
      state,
      upload: (key, id, file) => dispatch({ type: 'uploaded', key, id, file }),
      remove: (key) => dispatch({ type: 'removed', key }),
    }),
    [state],
  );
  return <FileUploadContext.Provider value={value}>{children}</FileUploadContext.Provider>;
}

export function useFileUpload() {
  const context = useContext(FileUploadContext);
  if (!context) throw new Error('useFileUpload must be used inside FileUploadProvider');
  return context;
}
