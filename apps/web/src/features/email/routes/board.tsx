// /edrocks/email/board: the board members and their monthly report. (The title is the app bar's h1.)
import { BoardScreen } from '../components/board-screen';

export default function BoardRoute() {
  return <BoardScreen />;
}
