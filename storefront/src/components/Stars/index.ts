export { Stars } from './Stars';
