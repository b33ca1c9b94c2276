import { Download } from 'lucide-react';
import { ToolFace } from '../toolbar/ToolButton';
import { ToolMenu } from '../toolbar/ToolMenu';

/** What the graph can be exported as. */
export type ExportFormat = 'png' | 'svg' | 'json';

/** The menu's items, in the order shown. */
export const EXPORT_FORMATS = [
  { key: 'png', label: 'PNG image' },
  { key: 'svg', label: 'SVG image' },
  { key: 'json', label: 'JSON data' },
] as const satisfies readonly { key: ExportFormat; label: string }[];

/**
 * The toolbar's 'Export' menu button: PNG image, SVG image, JSON data. Built on the toolbar's
 * ToolMenu so that every toolbar menu behaves alike (arrow keys, Home/End, Escape and a click
 * elsewhere close it and give focus back to the button).
 */
export function ExportMenu({ onExport }: { onExport(format: ExportFormat): void }) {
  return (
    <ToolMenu
      label="Export"
      button={<ToolFace icon={Download} text="Export" />}
      items={EXPORT_FORMATS}
      onPick={(key) => {
        const format = EXPORT_FORMATS.find((f) => f.key === key);
        if (format) onExport(format.key);
      }}
    />
  );
}
