export { localStore } from './local-storage';
