import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import Input from 'antd/es/input';
import type { PasswordProps } from 'antd/es/input';

/**
 * antd's password field, with its show/hide eye named in Vietnamese: antd's own icons are read
 * out by their file names ('eye-invisible'). Same props as `Input.Password`.
 */
export function PasswordInput(props: PasswordProps) {
  return (
    <Input.Password
      {...props}
      iconRender={(visible) => (visible ? <EyeOutlined aria-label="Ẩn mật khẩu" /> : <EyeInvisibleOutlined aria-label="Hiện mật khẩu" />)}
    />
  );
}
