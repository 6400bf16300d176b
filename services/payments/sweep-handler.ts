export { sweepHandler as handler } from './sweep.js';
