export default function AdminCouponsScreen() {
  return null;
}
