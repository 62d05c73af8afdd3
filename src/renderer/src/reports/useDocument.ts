import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDocument } from '../../../shared/contract';
import type { Language } from '../../../shared/languages';
import { call } from '../api/client';
import { downloadPdf, pdfUrl } from './pdf-bytes';
import { reportCapabilitiesQuery } from './queries';

export interface Preview {
  url: string;
  fileName: string;
  language: Language;
}

export interface DocumentOptions {
  /** null: the client's document language. */
  language: Language | null;
  /** For the saved file only; the preview and printouts are not protected. */
  password: string;
}

/**
 * One document's preview, "save as" and print. The preview is a blob: URL in this window's
 * memory, revoked when it is replaced or the dialog closes: nothing is written to disk until
 * the coach saves. Saving uses the desktop app's save dialog (the core writes the file), or a
 * download in a browser; printing uses the system dialog, or the PDF viewer's own print.
 */
export function useDocument(frame: RefObject<HTMLIFrameElement | null>) {
  const { t } = useTranslation();
  const { data: shell } = useQuery(reportCapabilitiesQuery);
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview.url) : undefined), [preview]);

  // A coach may switch languages faster than documents render: only the last request's PDF is shown.
  const latest = useRef<unknown>(null);
  const generate = useMutation({
    mutationFn: (request: { document: ReportDocument; options: DocumentOptions }) => {
      latest.current = request;
      return call('reports.generate', { document: request.document, language: request.options.language });
    },
    onSuccess: (result, request) => {
      if (request === latest.current) setPreview({ url: pdfUrl(result.pdf!), fileName: result.fileName, language: result.language });
    },
  });

  const save = useMutation({
    mutationFn: async ({ document, options }: { document: ReportDocument; options: DocumentOptions }) => {
      const password = options.password || null;
      if (shell?.nativeSave) {
        const { path } = await call('dialog.pick', { kind: 'pdfTarget', defaultName: preview?.fileName });
        if (!path) return null;
        return (await call('reports.generate', { document, language: options.language, password, path })).path;
      }
      const result = await call('reports.generate', { document, language: options.language, password });
      downloadPdf(result.pdf!, result.fileName);
      return null;
    },
    onSuccess: (path) => {
      if (path) notifications.show({ color: 'teal', message: t('reports.dialog.saved', { path }) });
    },
  });

  const print = useMutation({
    mutationFn: async ({ document, options }: { document: ReportDocument; options: DocumentOptions }) => {
      if (shell?.nativePrint) await call('reports.print', { document, language: options.language });
      else frame.current?.contentWindow?.print();
    },
  });

  return { preview, generate, save, print, clear: () => setPreview(null) };
}
