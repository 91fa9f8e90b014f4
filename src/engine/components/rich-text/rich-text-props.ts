export interface RichTextProps {
  /** HTML; '' or null when empty. */
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-label'?: string;
}
