import { askFirstRequests } from './askFirstRequests.ts';

askFirstRequests(window);
