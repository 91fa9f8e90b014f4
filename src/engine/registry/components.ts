import {
  ArrayItems,
  ArrayTable,
  Checkbox,
  DatePicker,
  FormGrid,
  FormItem,
  Input,
  NumberPicker,
  Password,
  Radio,
  Select,
  Space,
  Switch,
} from '@formily/antd-v5';
import { AreaCascader } from '../components/area-cascader/area-cascader';
import { CallValue } from '../components/call-value/call-value';
import { CardFormPreview } from '../components/card-preview/card-form-preview';
import { ColorPicker } from '../components/color-picker/color-picker';
import { MenuSwitches } from '../components/menu-switches/menu-switches';
import { RemoteSelect } from '../components/remote-select/remote-select';
import { RichText } from '../components/rich-text/rich-text';
import { SmsCodeInput } from '../components/sms-code-input/sms-code-input';
import { ImageUpload, VideoUpload } from '../components/upload/media-upload';
import type { ComponentName } from './names';

/**
 * The one registry of x-component / x-decorator names. Formily resolves dotted names
 * (`Input.TextArea`) through the object, so top-level keys suffice; registry.test.tsx proves every
 * name in names.ts resolves here.
 */
export const components = {
  FormItem,
  FormGrid,
  Space,
  Input,
  Password,
  NumberPicker,
  Select,
  Radio,
  Checkbox,
  Switch,
  DatePicker,
  AreaCascader,
  ImageUpload,
  VideoUpload,
  RichText,
  RemoteSelect,
  ColorPicker,
  MenuSwitches,
  CallValue,
  SmsCodeInput,
  CardFormPreview,
  ArrayItems,
  ArrayTable,
};

type TopLevel<N extends string> = N extends `${infer Head}.${string}` ? Head : N;
// Compile-time guard: every registered name's head exists in the object above.
export const registryCoversNames: Record<TopLevel<ComponentName>, unknown> = components;
