/**
 * "Open PDF…": the native dialog when main offers one, else a hidden file input (web host).
 * The input is always in the DOM so tests can `setInputFiles` on it directly.
 */
import { useRef } from 'react';
import { chooseAndImport, importFile } from './importActions';

export interface OpenPdfButtonProps {
  disabled?: boolean;
  className?: string;
}

export function OpenPdfButton({ disabled, className = 'btn btn-primary' }: OpenPdfButtonProps) {
  const input = useRef<HTMLInputElement>(null);

  const onClick = async () => {
    if ((await chooseAndImport()) === 'fallback') input.current?.click();
  };

  return (
    <>
      <button type="button" className={className} onClick={() => void onClick()} disabled={disabled} data-testid="open-pdf">
        Open PDF…
      </button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="open-pdf-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
    </>
  );
}
