import type { Random } from '../random';
import { type DemoContent, type NamePairs, type DemoPerson, digits, pairName } from './types';

/** [name, Latin spelling for e-mail, short name used day to day]. */
const WOMEN: readonly (readonly [string, string, string | null])[] = [['Nur Aisyah', 'aisyah', 'Aisyah'], ['Siti Aminah', 'aminah', 'Aminah'], ['Nurul Huda', 'huda', 'Huda'], ['Farah', 'farah', null], ['Aina', 'aina', null], ['Zulaikha', 'zulaikha', null], ['Syafiqah', 'syafiqah', 'Fiqah'], ['Nur Liyana', 'liyana', 'Liyana']];
const MEN: readonly (readonly [string, string, string | null])[] = [['Ahmad Faizal', 'faizal', 'Faizal'], ['Muhammad Hafiz', 'hafiz', 'Hafiz'], ['Amirul', 'amirul', null], ['Syazwan', 'syazwan', null], ['Haziq', 'haziq', null], ['Imran', 'imran', null], ['Mohd Azlan', 'azlan', 'Azlan'], ['Khairul Anuar', 'khairul', 'Khairul']];
const FATHERS: NamePairs = [['Rahman', 'rahman'], ['Ismail', 'ismail'], ['Abdullah', 'abdullah'], ['Hassan', 'hassan'], ['Yusof', 'yusof'], ['Osman', 'osman'], ['Salleh', 'salleh'], ['Hamid', 'hamid'], ['Zakaria', 'zakaria'], ['Ibrahim', 'ibrahim']];
/** Malaysian Chinese names: family name first. */
const CHINESE_FAMILY: NamePairs = [['Tan', 'tan'], ['Lim', 'lim'], ['Wong', 'wong'], ['Chong', 'chong'], ['Lee', 'lee']];
const CHINESE_GIVEN: NamePairs = [['Wei Ling', 'weiling'], ['Jia Hui', 'jiahui'], ['Kar Mun', 'karmun'], ['Wei Jie', 'weijie'], ['Mei Xin', 'meixin']];

function person(random: Random): DemoPerson {
  if (random.chance(0.2)) {
    const name = pairName(random, CHINESE_FAMILY, CHINESE_GIVEN);
    return { ...name, emailName: name.emailName.split('.').reverse().join('.') };
  }
  const woman = random.chance(0.5);
  const [given, latin, short] = random.pick(woman ? WOMEN : MEN);
  const [father, fatherLatin] = random.pick(FATHERS);
  return { fullName: `${given} ${woman ? 'binti' : 'bin'} ${father}`, preferredName: short && random.chance(0.7) ? short : null, emailName: `${latin}.${fatherLatin}` };
}

export const ms: DemoContent = {
  person,
  zones: ['Asia/Kuala_Lumpur', 'Asia/Kuala_Lumpur', 'Asia/Kuala_Lumpur', 'Asia/Kuching', 'Asia/Singapore'],
  phone: (random) => digits(random, '+60 1#-### ####'),
  currency: 'MYR',
  prices: [250000, 400000, 600000],
  tags: ['kepimpinan', 'tukar kerjaya', 'eksekutif', 'kesejahteraan', 'keyakinan diri', 'pengurus baharu', 'keseimbangan kerja–hidup', 'usahawan'],
  referrals: ['Disyorkan oleh bekas klien', 'LinkedIn', 'Program bimbingan syarikat', 'Berjumpa di bengkel', 'Laman web'],
  backgrounds: [
    'Ketua operasi di sebuah syarikat logistik; dua anak remaja; mahu menjadi pengarah dalam tempoh setahun.',
    'Meninggalkan firma guaman selepas lapan tahun dan sedang menimbang untuk beralih ke pengurusan produk.',
    'Mengendalikan studio reka bentuk kecil dengan empat pekerja; berkembang pesat dan terasa terbeban.',
    'Baru dinaikkan pangkat sebagai ketua pasukan di syarikat perisian; kali pertama mengurus rakan sekerja sendiri.',
    'Guru sekolah menengah yang sedang mempertimbangkan kerjaya dalam penerbitan pendidikan.',
    'Kembali bekerja selepas cuti bersalin; membina semula keyakinan dan rutin harian.',
  ],
  cancellationTerms: 'Sesi yang dibatalkan kurang daripada 24 jam sebelumnya akan dicaj sepenuhnya.',
  locations: ['Studio, Jalan Telawi 3, Bangsar', 'Pejabat klien', 'Kafe di Taman Tasik Perdana'],
  topics: ['Matlamat dan keutamaan suku tahun', 'Mengurus masa dan tenaga', 'Perbualan sukar dengan rakan sekerja', 'Maklum balas dan perwakilan tugas', 'Menyemak kemajuan', 'Keseimbangan kerja dan keluarga', 'Persediaan untuk temu duga', 'Nilai dan keputusan'],
  goals: [
    { title: 'Keyakinan semasa membentang di mesyuarat (1–10)', why: 'Pembentangan ialah sebahagian daripada peranan seterusnya, dan kini ia meletihkan saya.', area: 'career', metric: { name: 'Keyakinan', unit: 'mata', baseline: 4, target: 8 }, milestones: ['Membentangkan angka suku tahunan kepada pihak pengurusan', 'Meminta maklum balas daripada dua rakan sekerja', 'Bercakap tanpa nota selama sepuluh minit'] },
    { title: 'Berjalan kaki 8,000 langkah sehari', why: 'Lebih bertenaga pada waktu petang dan tidur lebih lena.', area: 'health', metric: { name: 'Langkah sehari', unit: 'langkah', baseline: 3500, target: 8000 }, milestones: ['Berjalan kaki ke tempat kerja tiga hari seminggu', 'Menyimpan diari langkah selama empat minggu', 'Menyertai kumpulan berjalan pada hari Sabtu'] },
    { title: 'Menyimpan untuk deposit rumah', why: 'Rumah sendiri sebelum anak kami mula bersekolah.', area: 'finances', metric: { name: 'Simpanan', unit: 'RM', baseline: 3000, target: 30000 }, milestones: ['Menetapkan pindahan automatik pada hari gaji', 'Membatalkan tiga langganan yang tidak digunakan', 'Mencapai RM10,000 yang pertama'] },
    { title: 'Pulang dari kerja sebelum pukul 6 petang empat hari seminggu', why: 'Makan malam bersama keluarga dan masa untuk membaca.', area: 'family', metric: { name: 'Petang awal seminggu', unit: 'hari', baseline: 1, target: 4 }, milestones: ['Mengkhaskan jam terakhir untuk menutup kerja hari itu', 'Bersetuju dengan pasukan tentang petang Jumaat tanpa mesyuarat', 'Menyerahkan laporan mingguan kepada timbalan'] },
    { title: 'Kesediaan untuk peranan ketua pasukan (%)', why: 'Jawatan itu dibuka tahun depan dan saya mahu menjadi pilihan yang jelas.', area: 'career', metric: { name: 'Kesediaan', unit: '%', baseline: 20, target: 100 }, milestones: ['Menamatkan kursus "Memimpin pasukan"', 'Mengendalikan mesyuarat mingguan pasukan selama sebulan', 'Berbincang tentang pembangunan kerjaya dengan pengurus'] },
    { title: 'Kurangkan masa untuk e-mel', why: 'E-mel menghabiskan waktu pagi yang saya perlukan untuk kerja yang memerlukan tumpuan.', area: 'growth', metric: { name: 'Jam e-mel sehari', unit: 'jam', baseline: 3, target: 1 }, milestones: ['Mematikan pemberitahuan', 'Dua slot tetap untuk e-mel setiap hari', 'Menyediakan penapis untuk surat berita'] },
    { title: 'Mula menulis semula', why: 'Menulis dahulunya cara saya memahami sesuatu.', area: 'fun', metric: null, milestones: ['Menulis dua puluh minit pada tiga pagi', 'Menyiapkan cerpen pertama', 'Menyertai kumpulan penulisan'] },
  ],
  actions: {
    client: ['Sediakan agenda untuk program luar pejabat pasukan', 'Minta maklum balas daripada Farah tentang pembentangan', 'Tulis tiga pilihan untuk peranan baharu', 'Tempah pemeriksaan kesihatan', 'Senaraikan perkara yang menghabiskan tenaga sepanjang minggu', 'Sediakan dua minit pembukaan pembentangan', 'Berbincang dengan Sumber Manusia tentang waktu kerja fleksibel', 'Kemas kini resume dan profil LinkedIn', 'Khaskan dua jam untuk kerja fokus setiap pagi', 'Hantar refleksi ringkas kepada jurulatih selepas temu duga'],
    coach: ['Hantar artikel tentang pengurusan tenaga', 'Kongsi latihan menyusun nilai peribadi', 'Hantar ringkasan sesi sebelum Jumaat', 'Cari bahan bacaan tentang memberi maklum balas yang sukar', 'Sediakan borang maklum balas 360 darjah', 'Hantar lembaran kerja roda kehidupan'],
  },
  journalTitles: ['Selepas mesyuarat lembaga', 'Minggu yang baik', 'Apa yang saya perhatikan tentang tenaga saya', 'Fikiran sebelum temu duga', 'Kemenangan kecil'],
  noteLines: {
    goal: ['Mahu keluar hari ini dengan pelan yang jelas untuk bulan depan.', 'Datang untuk membuat keputusan tentang tawaran kerja.', 'Matlamat sesi: bersedia untuk pembentangan hari Khamis.'],
    reality: ['Kerja sangat sibuk; tidur kira-kira enam jam.', 'Perbualan dengan pengurus berjalan lebih baik daripada jangkaan.', 'Menyedari bahawa berkata "tidak" masih sukar, terutama kepada rakan sekerja kanan.'],
    options: ['Minta tempoh percubaan dalam pasukan baharu.', 'Serahkan laporan mingguan kepada orang lain.', 'Bercakap dengan dua orang yang pernah membuat peralihan yang sama.'],
    will: ['Akan menghantar e-mel kepada pengurus sebelum Jumaat.', 'Komited untuk pulang awal tiga petang minggu ini.', 'Akan berlatih pembukaan pembentangan dengan kawan pada hari Ahad.'],
    progress: ['Keyakinan meningkat daripada 5 kepada 7 sejak mula.', 'Mengekalkan rutin baharu tiga daripada empat minggu.', 'Peringkat pertama selesai; yang kedua sedang berjalan.'],
  },
  checkInComments: ['Minggu yang lebih baik, tidur lena.', 'Minggu yang sibuk, tetapi rutin dikekalkan.', 'Ada kemunduran, tetapi cepat disedari.', 'Minggu terbaik setakat ini.'],
  assessmentNotes: ['Roda Kehidupan pertama pada permulaan bimbingan.', 'Semakan pertengahan: kerja lebih tenang, kesihatan bertambah baik.', 'Akhir program: kemajuan jelas dalam kerjaya dan kesihatan.'],
  packageNotes: ['Dibayar oleh majikan', 'Dibayar dalam dua ansuran'],
};
