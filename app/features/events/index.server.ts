/** What /admin may use of events: this term's attendance share per event, for its chart. */
export { termAttendanceChart, type TermAttendanceBar } from './attendance-chart.server';
