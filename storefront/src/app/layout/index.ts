export { Layout } from './Layout';
