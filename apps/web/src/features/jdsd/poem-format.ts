export { byline } from '../../lib/byline';
