/**
 * "Open PDF…": the native dialog when main offers one, else a hidden file input (web host). The top
 * bar's button also answers the "open" command (menu and shortcut).
 * The input is always in the DOM so tests can `setInputFiles` on it directly.
 */
import { useEffect, useRef } from 'react';
import { registerCommand } from '../../stores/commands';
import { chooseAndImport, importFile } from './importActions';

export interface OpenPdfButtonProps {
  disabled?: boolean;
  className?: string;
  /** This button answers the "open" command (File › Open…, Ctrl/Cmd+O): the top bar's does. */
  command?: boolean;
  /** data-testid of the button; its input gets `<testId>-input` (one "open-pdf" in the page). */
  testId?: string;
}

export function OpenPdfButton({
  disabled,
  className = 'btn btn-primary',
  command = false,
  testId = 'open-pdf'
}: OpenPdfButtonProps) {
  const input = useRef<HTMLInputElement>(null);

  const onClick = async () => {
    if ((await chooseAndImport()) === 'fallback') input.current?.click();
  };

  useEffect(() => {
    if (!command || disabled) return;
    return registerCommand(
      'open',
      () => void chooseAndImport().then((r) => r === 'fallback' && input.current?.click())
    );
  }, [command, disabled]);

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void onClick()}
        disabled={disabled}
        data-testid={testId}
      >
        Open PDF…
      </button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
    </>
  );
}
