// Help › About VeggieBox: the version, and the credit the games' designers and publishers are owed.
#pragma once

class QWidget;

namespace vb::app {

void showAboutBox(QWidget* parent);

}  // namespace vb::app
