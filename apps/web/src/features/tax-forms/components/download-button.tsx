import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { downloadFile } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/show-error-toast';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick'> {
  url: string;
  fileName: string;
  children: ReactNode;
}

/** Downloads a file the server renders; a failure says why in a toast. */
export function DownloadButton({
  url,
  fileName,
  children,
  variant = 'outline',
  size = 'sm',
  ...props
}: DownloadButtonProps) {
  const [isPending, setIsPending] = useState(false);
  return (
    <Button
      variant={variant}
      size={size}
      isPending={isPending}
      onClick={async () => {
        setIsPending(true);
        try {
          await downloadFile(url, fileName);
        } catch (error) {
          showErrorToast('Download failed', error);
        } finally {
          setIsPending(false);
        }
      }}
      {...props}
    >
      <Download aria-hidden="true" />
      {children}
    </Button>
  );
}

/**
 * A year's form as CSV and PDF, from `/api/{form}/year/{year}/csv|pdf`, saved as
 * `{form}-{year}.csv|pdf`.
 */
export function YearDownloads({ form, year }: { form: string; year: number }) {
  return (
    <div className="flex gap-2">
      {(['csv', 'pdf'] as const).map((format) => (
        <DownloadButton
          key={format}
          url={`/api/${form}/year/${year}/${format}`}
          fileName={`${form}-${year}.${format}`}
        >
          {format.toUpperCase()}
        </DownloadButton>
      ))}
    </div>
  );
}
