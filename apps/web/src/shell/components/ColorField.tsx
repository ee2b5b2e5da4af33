import { theme } from 'antd';

interface ColorFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * A colour form control: the browser's own colour picker behind a swatch, with the hex code beside it.
 * antd's ColorPicker is not used because its modules share a chunk with Button and would load on every route.
 */
export function ColorField({ value = '#000000', onChange, id, disabled }: ColorFieldProps) {
  const { token } = theme.useToken();
  return (
    <label
      htmlFor={id}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `3px ${token.paddingXS}px 3px 4px`,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      <input
        id={id}
        type="color"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.value.toUpperCase())}
        style={{ width: 24, height: 24, padding: 0, border: 'none', background: 'none', cursor: 'inherit' }}
      />
      <span style={{ fontFamily: token.fontFamilyCode, color: token.colorText }}>{value.toUpperCase()}</span>
    </label>
  );
}
