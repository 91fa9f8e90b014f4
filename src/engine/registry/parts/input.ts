export { Input } from './text-input';
