import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { bloodMatchChart } from '@app/domain';

/** The 8 blood types from the shared compatibility rule. */
export function BloodMatchTable() {
  const rows = bloodMatchChart();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Blood match chart">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' } }}>
            <TableCell scope="col">Blood Type</TableCell>
            <TableCell scope="col">Donate Blood To</TableCell>
            <TableCell scope="col">Receive Blood From</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.type}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'primary.main' }}>
                {row.type}
              </TableCell>
              <TableCell>{row.donateTo.length === 8 ? 'Everyone' : row.donateTo.join(', ')}</TableCell>
              <TableCell>{row.receiveFrom.length === 8 ? 'Everyone' : row.receiveFrom.join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
