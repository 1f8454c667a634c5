#include "about_box.h"

#include <QApplication>
#include <QMessageBox>

namespace vb::app {

void showAboutBox(QWidget* parent) {
  QMessageBox::about(
      parent, QApplication::translate("vb::app::AboutBox", "About VeggieBox"),
      QApplication::translate(
          "vb::app::AboutBox",
          "<h3>VeggieBox %1</h3>"
          "<p>Three vegetable card games for hot-seat play on one computer.</p>"
          "<p>An unofficial fan edition, not affiliated with or endorsed by the designers or publishers:</p>"
          "<ul><li><b>Veggies</b> is designed by Jog Kung and published by Devir (Pocket line).</li>"
          "<li><b>Veggie Garden</b> is designed by Kelly North Adams and published by Quick Simple Fun "
          "Games.</li>"
          "<li><b>VEGEtables 2.0</b> is designed by Daniele Ferri.</li></ul>"
          "<p>The names belong to their owners. The card data and art in VeggieBox are the project's own. "
          "The code is under the MIT licence.</p>")
          .arg(QApplication::applicationVersion()));
}

}  // namespace vb::app
